/** What the route gate hands every page. */
export type PageProps = { params: Record<string, string>; titleKey: string };
