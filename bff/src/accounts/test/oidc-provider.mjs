// A real OpenID Connect provider (oidc-provider) for the integration tests, run as a child
// process because the library is ESM-only. It signs in whoever the authorization request names
// in `login_hint` (or `ruth`), grants the requested scopes, and prints its issuer on stdout.
// Env: PORT, REDIRECT_URIS (comma separated), CLIENT_ID, CLIENT_SECRET.
import http from 'node:http';
import Provider from 'oidc-provider';

const accounts = {
  ruth: { email: 'ruth@example.org', email_verified: true, given_name: 'Ruth', family_name: 'Bethlehem' },
  naomi: { email: 'naomi@example.org', email_verified: true, name: 'Naomi of Moab' },
  // No e-mail in the ID token: the client has to ask the userinfo endpoint... which has none either.
  noemail: { given_name: 'Nameless' },
  unverified: { email: 'boaz@example.org', email_verified: false, given_name: 'Boaz' },
};

const server = http.createServer();
await new Promise((resolve) => server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.CLIENT_ID ?? 'flow-test',
      client_secret: process.env.CLIENT_SECRET ?? 'flow-test-secret',
      redirect_uris: (process.env.REDIRECT_URIS ?? '').split(',').filter(Boolean),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  features: { devInteractions: { enabled: false } },
  cookies: { keys: ['oidc-test-cookie-key-0123456789abcdef'] },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, id) {
    const claims = accounts[id];
    if (!claims) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
  },
});
provider.on('server_error', (_ctx, err) => console.error('[oidc-provider]', err));

provider.use(async (ctx, next) => {
  const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
  if (!match) return next();
  const details = await provider.interactionDetails(ctx.req, ctx.res);
  let result;
  if (details.prompt.name === 'login') {
    const hint = details.params.login_hint ?? 'ruth';
    result = hint === 'deny' ? { error: 'access_denied', error_description: 'The person said no' } : { login: { accountId: hint } };
  } else {
    const grant = new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope));
    for (const claim of details.prompt.details.missingOIDCClaims ?? []) grant.addOIDCClaims([claim]);
    result = { consent: { grantId: await grant.save() } };
  }
  const to = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: true });
  ctx.status = 303;
  ctx.redirect(to);
});

server.on('request', provider.callback());
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
