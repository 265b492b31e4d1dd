/** A real multipart/form-data body, serialised by the platform's own FormData, for app.inject(). */
export async function multipartBody(
  fields: Record<string, { content: Uint8Array | string; fileName: string; type?: string }>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, file] of Object.entries(fields)) {
    const part = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
    form.append(name, new Blob([part], file.type === undefined ? {} : { type: file.type }), file.fileName);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}
