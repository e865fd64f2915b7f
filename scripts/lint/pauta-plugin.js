/*
 * Pauta's own lint rules, loaded by oxlint through `jsPlugins` in .oxlintrc.json (JavaScript, not
 * TypeScript: oxlint loads TypeScript plugins only on Node 22.18 and later).
 *
 * pauta/no-wall-clock (on for src/machines/**): a machine that reads the clock itself decides differently
 * on another day, so a support bundle replayed later takes another path than the one recorded. The clock a
 * machine may read is src/services/clock.ts: the recorder stamps every step with it and a replay sets it back.
 */

const reason =
  'Machines never read the wall clock: take the time from the event, the input or src/services/clock.ts, ' +
  'so a support bundle replays the same on any date.';

/** `Date.now` / `performance.now`, called or passed on: both read the clock. */
const clockReaders = new Set(['Date.now', 'performance.now']);

const isIdentifier = (node, name) => node?.type === 'Identifier' && node.name === name;

const noWallClock = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids reading the wall clock (Date.now(), new Date(), Date()) in machines.' },
    messages: { wallClock: '`{{ read }}` reads the wall clock. {{ reason }}' },
    schema: [],
  },
  create(context) {
    const report = (node, read) => context.report({ node, messageId: 'wallClock', data: { read, reason } });
    return {
      MemberExpression(node) {
        if (node.computed || node.object.type !== 'Identifier' || node.property.type !== 'Identifier') return;
        const read = `${node.object.name}.${node.property.name}`;
        if (clockReaders.has(read)) report(node, `${read}()`);
      },
      NewExpression(node) {
        if (isIdentifier(node.callee, 'Date') && node.arguments.length === 0) report(node, 'new Date()');
      },
      CallExpression(node) {
        // Called without `new`, Date() is today's date as text, whatever its arguments.
        if (isIdentifier(node.callee, 'Date')) report(node, 'Date()');
      },
    };
  },
};

export default {
  meta: { name: 'pauta' },
  rules: { 'no-wall-clock': noWallClock },
};
