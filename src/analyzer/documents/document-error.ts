/** A document the person who uploaded it can fix; the message says how. */
export class DocumentError extends Error {
  override name = 'DocumentError';
  constructor(
    readonly reason:
      'type' | 'empty' | 'encoding' | 'too-large-unpacked' | 'encrypted' | 'broken' | 'no-text',
    message: string,
  ) {
    super(message);
  }
}
