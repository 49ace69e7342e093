// How long a send's suppression screen and its group commit wait for other sends when none is under way,
// while waiting pays (WriteBatcher's linger): at a moderate rate, each send would otherwise make its own
// query and its own commit. A send's answer comes at most twice this much later.
export const ACCEPT_LINGER_MS = 4;
