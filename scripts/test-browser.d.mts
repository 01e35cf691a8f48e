export const HEADLESS_SHELL: string;
export function testBrowserPath(): string | undefined;
export const TEST_BROWSER_ARGS: string[];
