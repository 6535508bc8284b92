import type { Empresa, Servidor } from '@generated/api/model';
import type { MockDatabase, Stored } from '../database';
import { DEMO_PASSWORD, PERMISSION_IDS } from './accounts';
import { slug } from './contacts';
import { between, seeded, SURNAMES } from './helpers';
import type { SeedContext } from './seed-context';

const LINK_LOCK_REASONS = ['USUÁRIO DESLIGADO DA EMPRESA DO CLIENTE', 'ACESSO SUSPENSO A PEDIDO DO GESTOR'];

/**
 * 2 to 6 users of the customer (admin false, the CLIENTE profile, the demo password) and their
 * links to it: most use the customer's server (servidor null), some an alternative active server,
 * a few links are inactive.
 */
export function seedCustomerUsers(
  db: MockDatabase,
  seed: SeedContext,
  empresa: Stored<Empresa>,
  domain: string,
  servers: Array<Stored<Servidor>>,
): void {
  const { faker, admin, now } = seed;
  const users = db.resources.usuarios;
  const links = db.usuariosEmpresa;
  const perfil = db.resources.permissoes.get(PERMISSION_IDS.cliente)!;
  const count = between(seed, 2, 6);
  for (let index = 0; index < count; index++) {
    const firstName = faker.person.firstName();
    const lastName = faker.helpers.arrayElement(SURNAMES);
    let email = `${slug(firstName)}.${slug(lastName)}@${domain}`;
    for (let n = 2; db.credentials[email] !== undefined; n++)
      email = `${slug(firstName)}.${slug(lastName)}${n}@${domain}`;
    const emailConfirmado = index === 0 || faker.datatype.boolean(0.8);
    const user = users.insert(
      {
        nome: `${firstName} ${lastName}`.toUpperCase(),
        email,
        admin: false,
        avatarUrl: null,
        emailConfirmado,
        permissaoId: perfil.id,
        permissao: { id: perfil.id, descricao: perfil.descricao, nome: perfil.descricao },
        empresaIds: [empresa.id],
        empresas: [{ id: empresa.id, nome: empresa.nome }],
        ...seeded(seed, 2),
      },
      admin,
      now,
    );
    db.credentials[email] = DEMO_PASSWORD;
    const alternatives = servers.filter((servidor) => servidor.id !== empresa.servidorId);
    const servidor =
      index > 0 && faker.datatype.boolean(0.25) ? faker.helpers.arrayElement(alternatives) : null;
    const link = links.insert(
      {
        empresaId: empresa.id,
        emailConfirmado,
        usuario: { id: user.id, nome: user.nome, email: user.email, avatarUrl: null },
        servidor: servidor ? { id: servidor.id, nome: servidor.nome } : null,
        createdAt: user.createdAt,
      },
      admin,
      now,
    );
    if (index > 0 && link.id % 11 === 3)
      links.setAtivo(link.id, false, LINK_LOCK_REASONS[link.id % 2], admin, now);
  }
}
