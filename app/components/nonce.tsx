import { createContext, useContext } from "react";

/** The per-request CSP nonce; set on the server only (browsers hide nonce values after load). */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
