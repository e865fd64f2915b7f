import { describe, expect, it } from 'vitest';
import { createResourceFeed } from '../../../src/services/resource-feed.ts';

describe('a resource feed', () => {
  it('brings each change to every listener subscribed at the time, in order', () => {
    const feed = createResourceFeed<string>();
    const first: string[] = [];
    const second: string[] = [];
    feed.publish('before anyone listened');
    feed.subscribe((change) => first.push(change));
    feed.publish('saved');
    feed.subscribe((change) => second.push(change));
    feed.publish('removed');
    expect(first).toEqual(['saved', 'removed']);
    expect(second).toEqual(['removed']);
  });

  it('stops bringing changes to a listener that unsubscribed, and only to it', () => {
    const feed = createResourceFeed<number>();
    const stopped: number[] = [];
    const listening: number[] = [];
    const stop = feed.subscribe((change) => stopped.push(change));
    feed.subscribe((change) => listening.push(change));
    feed.publish(1);
    stop();
    feed.publish(2);
    expect(stopped).toEqual([1]);
    expect(listening).toEqual([1, 2]);
  });

  it('brings a change only to the listeners of the moment, not to one a listener subscribes on hearing it', () => {
    const feed = createResourceFeed<string>();
    const heard: string[] = [];
    // A listener that stops and subscribes again on every change, as an actor restarted by the change does.
    const listen = () => {
      const stop = feed.subscribe((change) => {
        heard.push(change);
        stop();
        listen();
      });
    };
    listen();
    feed.publish('saved');
    feed.publish('removed');
    expect(heard).toEqual(['saved', 'removed']);
  });
});
