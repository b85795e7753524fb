// One representative URL per page type on the seeded product.
export async function samplePages(baseUrl: string): Promise<Array<{ type: string; path: string }>> {
  const stores = (await (await fetch(`${baseUrl}/api/cities/mankato-mn/grocery-stores`)).json()) as Array<{
    citySlug: string;
    slug: string;
  }>;
  const store = stores[0];
  if (!store) throw new Error("The seeded dataset has no store in Mankato, MN");
  return [
    { type: "home", path: "/" },
    { type: "all cities", path: "/cities" },
    { type: "city", path: "/cities/mankato-mn" },
    { type: "best deals", path: "/best-grocery-deals-in-mankato-mn" },
    { type: "store", path: `/grocery-stores/${store.citySlug}/${store.slug}` },
    { type: "search", path: "/search?q=mankato" },
    { type: "list shop", path: "/list-shop" },
  ];
}
