export const PACKAGE_CSS: string;
export const APP_CSS: string;
export function iconCodes(css: string): Map<string, string>;
export function usedIcons(root: string): string[];
