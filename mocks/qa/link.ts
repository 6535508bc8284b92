import { PROFILE_KEY } from '../browser';
import { announceDatabaseDropped, clearSavedDatabase } from '../browser-store';
import type { SeedProfile } from '../db/seed/seed-context';
import { decodeScenario, splitScenarioLink } from './scenario';
import { writeStoredQa } from './stored-qa';

const PROFILE_NAMES: Record<SeedProfile, string> = {
  demo: 'de demonstração',
  large: 'grande (50.000 cidades e 10.000 clientes, gerados nesta página)',
};

/**
 * A QA scenario opened from a link (`?qa=…`, the panel's 'Copiar link do cenário'), at the demo's start,
 * before the mock API's code reads the settings and before any call: the parameter leaves the address
 * (a later navigation or reload does not apply it again), the scenario replaces the kept one, and a
 * link of another data profile asks first (the demo's data are made anew). A malformed link changes
 * nothing and says why in the console. Returns the profile the demo starts with.
 */
export async function applyScenarioLink(profile: SeedProfile): Promise<SeedProfile> {
  const { encoded, rest } = splitScenarioLink(location.href);
  if (encoded === null) return profile;
  const url = new URL(rest);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);

  const decoded = decodeScenario(encoded);
  if (!decoded.ok) {
    console.warn(`API simulada: link de cenário de QA ignorado (${decoded.problem}).`);
    return profile;
  }
  const { profile: wanted, ...settings } = decoded.scenario;
  writeStoredQa(settings);
  if (wanted === profile) return profile;
  const question =
    `O cenário deste link usa os dados do perfil ${PROFILE_NAMES[wanted]}. ` +
    'Trocar de perfil recria os dados da demonstração neste navegador: as alterações feitas nele se perdem. Trocar?';
  if (!confirm(question)) {
    console.info(
      `API simulada: o cenário do link foi aplicado com os dados do perfil ${PROFILE_NAMES[profile]}.`,
    );
    return profile;
  }
  localStorage.setItem(PROFILE_KEY, wanted);
  await clearSavedDatabase().catch(() => undefined);
  announceDatabaseDropped();
  return wanted;
}
