import { SETUP_TOKEN } from './shop-cluster';
import { json } from './shopper';

/** The first backoffice user's token, made with the setup token on the instance at `port`. */
export async function adminToken(port: number): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/users/first-register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email: 'cluster-admin@eyewear-shop.example',
      password: 'A long cluster passphrase 1',
      confirmPassword: 'A long cluster passphrase 1',
      setupToken: SETUP_TOKEN,
    }),
  });
  const { token } = (await answer.json()) as { token?: string };
  if (!token) throw new Error(`no admin token (${answer.status})`);
  return token;
}
