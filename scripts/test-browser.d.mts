export const HEADLESS_SHELL: string;
export const FULL_CHROMIUM: string;
export function testBrowserPath(): string | undefined;
export const TEST_BROWSER_ARGS: string[];
