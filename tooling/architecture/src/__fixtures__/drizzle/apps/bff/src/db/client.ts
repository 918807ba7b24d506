export type AppDb = {
  select: () => { from: (table: unknown) => { where: (x: unknown) => unknown } };
};
