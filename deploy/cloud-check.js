// The cloud-instance calls' check (njs, Debian's libnginx-mod-http-js), run by nginx's auth_request
// before the deployment's fixed CLOUD_AUTHORIZATION is sent to the API: a signed-in staff user who holds
// the servers' action code that the screens require (the status dialog: CON_SERVIDOR; the start button:
// ALT_SERVIDOR). nginx's auth_request reads only a status, so this asks the API the two questions the app
// asks at sign-in (GET /v1/eu/perfil, GET /v1/eu/permissoes, with the caller's own bearer) and answers:
//   204 + X-Retaguarda-Usuario: <id>   allowed: nginx sends that id to the API with the call
//   401 (sem-sessao)                   no session or an expired one: the app renews it and asks again
//   403 (sem-permissao)                not staff, or without the action code
//   403 (indisponivel)                 the API did not answer the questions: refused, never allowed
// The verdict goes in X-Retaguarda-Nuvem, read by the refusal's named location (nginx.conf.template).

/** The action code each call needs, by the last segment of the check's URI. */
const CODES = { status: 'CON_SERVIDOR', start: 'ALT_SERVIDOR' };

function answer(r, status, verdict, user) {
  r.headersOut['X-Retaguarda-Nuvem'] = verdict;
  if (user !== undefined) r.headersOut['X-Retaguarda-Usuario'] = String(user);
  r.return(status);
}

function parsed(r, reply) {
  try {
    return JSON.parse(reply.responseText);
  } catch (error) {
    r.error(`cloud check: ${reply.uri} answered no JSON (${error})`);
    return null;
  }
}

async function check(r) {
  const code = CODES[r.uri.slice(r.uri.lastIndexOf('/') + 1)];
  if (!code) return answer(r, 403, 'sem-permissao');
  let replies;
  try {
    replies = await Promise.all([
      r.subrequest('/_retaguarda_profile'),
      r.subrequest('/_retaguarda_permissions'),
    ]);
  } catch (error) {
    r.error(`cloud check: ${error}`);
    return answer(r, 403, 'indisponivel');
  }
  const profile = replies[0];
  const permissions = replies[1];
  if (profile.status === 401 || permissions.status === 401) return answer(r, 401, 'sem-sessao');
  if (profile.status === 403 || permissions.status === 403) return answer(r, 403, 'sem-permissao');
  const usuario = profile.status === 200 ? (parsed(r, profile) || {}).usuario : null;
  const acoes = permissions.status === 200 ? (parsed(r, permissions) || {}).acoes : null;
  if (!usuario || !Array.isArray(acoes) || !Number.isInteger(usuario.id)) {
    r.error(`cloud check: the API answered ${profile.status} and ${permissions.status}`);
    return answer(r, 403, 'indisponivel');
  }
  if (usuario.admin !== true || usuario.ativo !== true || acoes.indexOf(code) < 0) {
    return answer(r, 403, 'sem-permissao');
  }
  return answer(r, 204, 'permitido', usuario.id);
}

export default { check };
