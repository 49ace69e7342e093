// Upkeep that deletes what is past its time as short transactions, however much there is: `deleteBatch`
// deletes at most `batch` rows and answers how many, and runs again until a batch comes back short.
// Answers how many rows went in all.
export async function deleteInBatches(batch: number, deleteBatch: () => Promise<number>): Promise<number> {
  let deleted = 0;
  for (let n = batch; n === batch; deleted += n) n = await deleteBatch();
  return deleted;
}
