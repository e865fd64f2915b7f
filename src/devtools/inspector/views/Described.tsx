/** An identifier with the words that describe it: the words first, the identifier beside them for staff. */
export function Described({ words, id }: { words: string | undefined; id: string }) {
  if (!words || words === id) return <code>{id}</code>;
  return (
    <>
      <strong>{words}</strong> <code css={{ fontSize: 12 }}>{id}</code>
    </>
  );
}
