/** The longest name a person may give (sign-up, Konto); browser and server check the same limit. */
export const NAME_MAX = 100;
