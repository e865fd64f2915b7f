import { useEffect, useEffectEvent } from 'react';
import type { AnyActorRef, OutputFrom } from 'xstate';

/**
 * The one way a view follows a machine out of itself: when the actor reaches its final state, `onDone` gets
 * its output (go back to the list after a delete, for instance). Views never watch state names for this.
 */
export function useWhenDone<TActor extends AnyActorRef>(
  actor: TActor,
  onDone: (output: OutputFrom<TActor>) => void,
): void {
  // The latest handler, without subscribing again on every render.
  const follow = useEffectEvent((snapshot: { status: string; output?: unknown }) => {
    if (snapshot.status === 'done') onDone(snapshot.output as OutputFrom<TActor>);
  });
  useEffect(() => {
    follow(actor.getSnapshot());
    const subscription = actor.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [actor]);
}
