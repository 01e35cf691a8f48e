/**
 * Where to go after login or register: the `next` parameter when it is a same-origin path (one
 * leading slash, never "//" or "/\" which browsers read as another host), else "/".
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
