export type InlineScripts = { codeAfterPaint: string; earlyTaps: string };
export const INLINE_SCRIPT_SOURCES: Record<keyof InlineScripts, string>;
export const INLINE_SCRIPTS_FILE: string;
export function buildInlineScripts(): Promise<InlineScripts>;
export function writeInlineScripts(): Promise<void>;
