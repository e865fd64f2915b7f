/**
 * The reference page's style. Colours are chosen for contrast (every text at least 4.5:1 on its
 * background, the method badges included), every control and link is at least 24 px tall (WCAG 2.2's
 * target size), and every focus is drawn.
 */
export const referenceStyle = `:root {
  color-scheme: light;
  --text: #1b1f24;
  --muted: #4a5360;
  --line: #c9ced6;
  --surface: #ffffff;
  --page: #f5f6f8;
  --link: #0b4f99;
  --focus: #0b4f99;
}
* { box-sizing: border-box; }
body {
  margin: 0;
  font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: var(--text);
  background: var(--page);
}
header, nav, main { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
header { padding-top: 1.5rem; }
h1 { margin: 0 0 .5rem; font-size: 1.75rem; }
h2 { margin: 2rem 0 .75rem; font-size: 1.375rem; }
h3 { margin: 1.25rem 0 .5rem; font-size: 1.0625rem; }
.version { font-size: 1rem; font-weight: 400; color: var(--muted); }
a { color: var(--link); }
a, summary, button, input, textarea { min-height: 24px; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
code, pre, textarea { font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; font-size: .9375rem; }
.skip-link { position: absolute; left: 1rem; top: -3rem; padding: .5rem 1rem; background: var(--surface); }
.skip-link:focus { top: .5rem; }
.groups { display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; padding: 0; list-style: none; }
.groups a { display: inline-block; padding: .25rem 0; }
.operations { padding: 0; list-style: none; }
.operation { margin: .5rem 0; border: 1px solid var(--line); border-radius: 6px; background: var(--surface); }
.operation summary {
  display: flex; flex-wrap: wrap; align-items: center; gap: .25rem .75rem;
  min-height: 44px; padding: .5rem .75rem; cursor: pointer;
}
.operation[open] summary { border-bottom: 1px solid var(--line); }
.path { font-weight: 600; overflow-wrap: anywhere; }
.summary { flex: 1 1 16rem; color: var(--muted); }
.method, .mark { display: inline-block; min-width: 4.5rem; padding: .125rem .5rem; border-radius: 4px; font-weight: 700; font-size: .875rem; text-align: center; }
.method-get { color: #0b4a8b; background: #e6f0fb; }
.method-post { color: #1a5e2a; background: #e6f4ea; }
.method-put { color: #6e4500; background: #fcf1dd; }
.method-patch { color: #533483; background: #f1ebf9; }
.method-delete { color: #9b1c1c; background: #fbe9e9; }
.mark { min-width: 0; font-weight: 600; border: 1px solid currentColor; }
.mark-spec { color: #0b4a8b; }
.mark-extension { color: #6e4500; }
.operation-body { padding: .25rem 1rem 1rem; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: .375rem .5rem; border: 1px solid var(--line); text-align: left; vertical-align: top; }
.schema ul { margin: .25rem 0; padding-left: 1.25rem; }
.type { font-style: italic; }
.answers dt { font-weight: 700; margin-top: .5rem; }
.answers dd { margin-left: 1rem; }
label { display: block; margin-bottom: .25rem; }
input, textarea { width: 100%; max-width: 40rem; padding: .375rem .5rem; border: 1px solid #6b7380; border-radius: 4px; font: inherit; }
textarea { font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; }
button {
  padding: .5rem 1rem; border: 0; border-radius: 4px; font: inherit; font-weight: 600;
  color: #ffffff; background: #0b4f99; cursor: pointer;
}
button:disabled { background: #5a6270; cursor: progress; }
.answer-body { white-space: pre-wrap; overflow-wrap: anywhere; padding: .75rem; border: 1px solid var(--line); border-radius: 4px; background: var(--page); }
.session-status { padding: .5rem .75rem; border-left: 4px solid var(--link); background: var(--surface); }
`;
