import type { QaScenario } from './scenario';
import { QA_STORAGE_KEY } from './settings';

/** The settings kept (a page of an older demo may have kept only some: the rest are as by default). */
export type StoredQa = Partial<Omit<QaScenario, 'profile'>>;

export function readStoredQa(): StoredQa {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(QA_STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as StoredQa)
      : {};
  } catch {
    return {};
  }
}

export function writeStoredQa(settings: StoredQa): void {
  try {
    localStorage.setItem(QA_STORAGE_KEY, JSON.stringify(settings));
  } catch (error) {
    // Storage full or refused: the settings still hold in this page.
    console.warn('API simulada: não foi possível guardar os ajustes de QA.', error);
  }
}
