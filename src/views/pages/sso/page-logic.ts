import type { PageProps } from '../page-props.ts';

/** A page of this area: the route gate's props, plus the machine to run (tests pass one with fake actors). */
export type PageWithLogic<TLogic> = Partial<PageProps> & { logic?: TLogic };
