/** An address with the values of `token` query parameters replaced, for logs (e-mailed links carry their token there). */
export function redactTokens(url: string | undefined): string | undefined {
  return url?.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}
