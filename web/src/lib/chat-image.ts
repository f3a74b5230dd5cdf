/** The chat's image limits (the server's: 2 MB, jpg/jpeg/gif/png/webp), checked before the upload. */
export const CHAT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CHAT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'webp'] as const;
/** The file picker's filter. */
export const CHAT_IMAGE_ACCEPT = CHAT_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Why an image may not be sent (its type first, then its size), or null when it may. */
export function chatImageProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(CHAT_IMAGE_EXTENSIONS as readonly string[]).includes(extension))
    return 'type';
  return file.size > CHAT_IMAGE_MAX_BYTES ? 'size' : null;
}
