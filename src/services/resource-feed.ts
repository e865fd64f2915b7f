/**
 * The news of one kind of resource that several parts of the app follow (the signed-in user, templates, a
 * meeting's answers...): the call that wrote it publishes the change, whoever shows it subscribes. A listener
 * hears every change from the moment it subscribes; subscribing returns the way to stop.
 */
export type ResourceFeed<Change> = {
  subscribe(listener: (change: Change) => void): () => void;
  publish(change: Change): void;
};

export function createResourceFeed<Change>(): ResourceFeed<Change> {
  const listeners = new Set<(change: Change) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    publish(change) {
      // The listeners of the moment: one that a listener subscribes while it hears this change (an actor
      // restarted by it) hears the next one, never this one again, or the two would call each other forever.
      for (const listener of Array.from(listeners)) listener(change);
    },
  };
}
