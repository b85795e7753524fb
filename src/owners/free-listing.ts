// What a free listing includes: one list for /list-shop and the listing form's sidebar. Only what the
// product does today (issue #25): no photo gallery or customer reviews until owners can edit their
// page and the product collects reviews; a listing's own picture and shoppers' upvotes it does have.
export const FREE_LISTING_FEATURES = [
  { icon: "store", title: "Basic profile page", text: "Your own page in the directory, found by town and by search." },
  { icon: "phone", title: "Contact information display", text: "Phone number and website, one tap away for shoppers." },
  {
    icon: "clock",
    title: "Hours and location",
    text: "Your address and opening hours, so nobody arrives to a locked door.",
  },
  {
    icon: "camera",
    title: "A picture of your store",
    text: "Add an image address when you list, and it heads your page.",
  },
  {
    icon: "star",
    title: "Upvotes from your regulars",
    text: "Shoppers vote for the stores they love; votes lift you in your town's list.",
  },
] as const;
