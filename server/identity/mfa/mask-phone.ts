/** How Cognito shows where a text went: `+5511987650001` -> `+*********0001`. */
export function maskPhone(phone: string): string {
  return `+${'*'.repeat(Math.max(0, phone.length - 5))}${phone.slice(-4)}`;
}
