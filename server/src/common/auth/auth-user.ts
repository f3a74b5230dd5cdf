/** What the guard attaches to a request once the token is verified. */
export interface AuthUser {
  uid: string;
  username: string;
  role: number;
  isVip: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
}
