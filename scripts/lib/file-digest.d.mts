export function filesAt(root: string, path: string): string[];
export function digest(root: string, files: readonly string[], packages?: readonly string[]): string;
