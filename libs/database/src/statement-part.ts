// Rows a repository writes inside another repository's statement, so that both commit at once without a
// transaction: a CTE that reads its parameters from $first on (see TransmissionRepository.insert).
export interface StatementPart {
  cte: (first: number) => string;
  parameters: unknown[];
}
