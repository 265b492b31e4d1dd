import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export type TestOidcAccount = { sub: string; email: string; emailVerified: boolean; name: string };

export type OidcTestProvider = {
  issuer: string;
  provider: Provider;
  /**
   * Plays the browser at the provider: opens the authorization URL with a fresh cookie jar (so no
   * single sign-on carries over between calls), signs in as `accountSub`, grants consent, and returns
   * the URL the provider redirects back to (the client's redirect_uri with code, state and iss).
   */
  authorize: (authorizationUrl: string, accountSub: string) => Promise<URL>;
  close: () => Promise<void>;
};

const INTERACTION_PATH = '/interaction/';

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 with a free port, one confidential
 * client (authorization code with PKCE required) and the given accounts. Logins and consents are
 * answered by a small interaction route on the same server: the account to sign in as is passed in
 * the query string by `authorize`, which follows the redirects as a browser would.
 */
export async function startOidcTestProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: TestOidcAccount[];
}): Promise<OidcTestProvider> {
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));
  // The issuer names the port, so the server listens first and the provider is created once it is known.
  const ready: { provider?: Provider; handle?: ReturnType<Provider['callback']> } = {};
  const server = createServer((request, response) => {
    const { provider, handle } = ready;
    if (!provider || !handle) return void response.writeHead(503).end();
    if (request.url?.startsWith(INTERACTION_PATH)) {
      handleInteraction(provider, request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // openid-client sends the secret in the body unless told otherwise.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Short lifetimes, set explicitly so that the provider does not print a notice for each default.
    ttl: {
      AccessToken: 300,
      AuthorizationCode: 60,
      Grant: 300,
      IdToken: 300,
      Interaction: 300,
      Session: 300,
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `${INTERACTION_PATH}${interaction.uid}` },
    findAccount: (_context, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  ready.provider = provider;
  ready.handle = provider.callback();

  return {
    issuer,
    provider,
    authorize: (authorizationUrl, accountSub) => followAsBrowser({ issuer, authorizationUrl, accountSub }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Signs in as the account named in the query string, then grants every scope and claim asked for. */
async function handleInteraction(
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  const requestUrl = new URL(request.url ?? '/', 'http://interaction.invalid');
  if (details.prompt.name === 'login') {
    const accountId = requestUrl.searchParams.get('account');
    if (!accountId) throw new Error('the interaction needs ?account=<sub>');
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const accountId = details.session?.accountId;
  if (details.prompt.name !== 'consent' || !accountId)
    throw new Error(`unexpected prompt ${details.prompt.name}`);
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  if (!grant) throw new Error('grant not found');
  const missingScope = details.prompt.details.missingOIDCScope;
  if (Array.isArray(missingScope)) grant.addOIDCScope(missingScope.join(' '));
  const missingClaims = details.prompt.details.missingOIDCClaims;
  if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
  const grantId = await grant.save();
  await provider.interactionFinished(
    request,
    response,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}

/** Follows provider redirects with a cookie jar until the provider sends the browser elsewhere. */
async function followAsBrowser(options: {
  issuer: string;
  authorizationUrl: string;
  accountSub: string;
}): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(options.authorizationUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.origin !== options.issuer) return url;
    if (url.pathname.startsWith(INTERACTION_PATH)) url.searchParams.set('account', options.accountSub);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(
        `the provider answered ${response.status} at ${url.pathname}: ${await response.text()}`,
      );
    }
    await response.body?.cancel();
    url = new URL(location, url);
  }
  throw new Error('too many redirects at the provider');
}
