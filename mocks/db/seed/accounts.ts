import { ALL_ACTION_CODES } from '../data/action-codes';
import type { MockDatabase } from '../database';
import type { SeedContext } from './seed-context';

/** Password of every demo account (README). */
export const DEMO_PASSWORD = 'retaguarda123';

export const DEMO_ACCOUNTS = {
  admin: { id: 1, email: 'admin@retaguarda.dev', nome: 'ANA CAROLINA MENDES' },
  suporte: { id: 2, email: 'suporte@retaguarda.dev', nome: 'BRUNO HENRIQUE SOUZA' },
  cliente: { id: 3, email: 'cliente@retaguarda.dev', nome: 'CARLOS EDUARDO LIMA' },
  /** The super-user: never offered as a ticket assignee. */
  root: { id: 4, email: 'root@retaguarda.dev', nome: 'ROOT RETAGUARDA' },
} as const;

export const PERMISSION_IDS = { administrador: 1, suporte: 2, cliente: 3 } as const;

/** Permission profiles and users: the demo accounts, the super-user and the rest of the staff. */
export function seedAccounts(db: MockDatabase, seed: SeedContext): void {
  const { admin, faker } = seed;
  const permissoes = db.resources.permissoes;
  permissoes.insert(
    {
      id: PERMISSION_IDS.administrador,
      descricao: 'ADMINISTRADOR',
      admin: true,
      acoes: [...ALL_ACTION_CODES],
    },
    admin,
    seed.now,
  );
  permissoes.insert(
    { id: PERMISSION_IDS.suporte, descricao: 'SUPORTE NÍVEL 1', admin: true, acoes: ['CON_PAIS', 'CON_CID'] },
    admin,
    seed.now,
  );
  permissoes.insert(
    { id: PERMISSION_IDS.cliente, descricao: 'CLIENTE', admin: false, acoes: [] },
    admin,
    seed.now,
  );
  const extraProfiles: Array<[string, string[]]> = [
    ['FISCAL', ALL_ACTION_CODES.filter((code) => /(CFOP|NCM|ALIQ_ICMS|ALIQ_SEG|CID|PAIS)$/.test(code))],
    ['COMERCIAL', ALL_ACTION_CODES.filter((code) => /(EMP|PLANO|MOD|FIL|UNI)$/.test(code))],
    ['INFRAESTRUTURA', ALL_ACTION_CODES.filter((code) => /(SERVIDOR|USU)$/.test(code))],
    ['LOGÍSTICA', ALL_ACTION_CODES.filter((code) => /(PRAC_PED|CID)$/.test(code))],
  ];
  for (const [descricao, acoes] of extraProfiles)
    permissoes.insert({ descricao, admin: true, acoes }, admin, seed.now);
  const inactive = permissoes.insert(
    { descricao: 'ESTAGIÁRIO (DESATIVADO)', admin: true, acoes: ['CON_CID'] },
    admin,
    seed.now,
  );
  permissoes.setAtivo(inactive.id, false, 'PERFIL SUBSTITUÍDO PELO SUPORTE NÍVEL 1', admin, seed.now);

  const referencia = (id: number) => ({
    id,
    descricao: permissoes.get(id)!.descricao,
    nome: permissoes.get(id)!.descricao,
  });
  const users = db.resources.usuarios;
  const demo = (
    account: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS],
    isAdmin: boolean,
    permissionId: number,
  ) => {
    users.insert(
      {
        id: account.id,
        nome: account.nome,
        email: account.email,
        admin: isAdmin,
        avatarUrl: null,
        emailConfirmado: true,
        permissaoId: permissionId,
        permissao: referencia(permissionId),
        empresaIds: [],
        empresas: [],
      },
      admin,
      seed.now,
    );
    db.credentials[account.email] = DEMO_PASSWORD;
  };
  demo(DEMO_ACCOUNTS.admin, true, PERMISSION_IDS.administrador);
  demo(DEMO_ACCOUNTS.suporte, true, PERMISSION_IDS.suporte);
  demo(DEMO_ACCOUNTS.cliente, false, PERMISSION_IDS.cliente);
  demo(DEMO_ACCOUNTS.root, true, PERMISSION_IDS.administrador);

  const staffProfiles = permissoes.all().filter((profile) => profile.admin && profile.ativo);
  for (let index = 0; index < 24; index++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const profile = faker.helpers.arrayElement(staffProfiles);
    const user = users.insert(
      {
        nome: `${firstName} ${lastName}`.toUpperCase(),
        email: faker.internet.email({ firstName, lastName, provider: 'retaguarda.dev' }).toLowerCase(),
        admin: true,
        avatarUrl: null,
        emailConfirmado: index % 7 !== 3,
        permissaoId: profile.id,
        permissao: referencia(profile.id),
        empresaIds: [],
        empresas: [],
        createdAt: faker.date.past({ years: 2, refDate: seed.now }).toISOString(),
      },
      admin,
    );
    db.credentials[user.email] = DEMO_PASSWORD;
    if (index % 8 === 5)
      users.setAtivo(user.id, false, 'COLABORADOR DESLIGADO DA EQUIPE DE SUPORTE', admin, seed.now);
  }
}
