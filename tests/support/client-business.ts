/**
 * A business file of a client other than the demo, every price given and nothing in it the example
 * file's (deploy/business.example.json): the launch check's tests read it as an owner would write it.
 */
export const clientBusiness = {
  name: "Beaver Creek Flatwork",
  phone: "(515) 964-2210",
  email: "office@beavercreekflatwork.com",
  address: { street: "410 SE Oralabor Rd", city: "Ankeny", region: "IA", postalCode: "50021" },
  hours: ["Monday-Friday 7:00 AM-4:30 PM", "Saturday Closed", "Sunday Closed"],
  foundedYear: 2016,
  warranty: { years: 3 },
  credentials: { licensed: true, bonded: true, insured: true },
  paymentAccepted: ["Check"],
  prices: {
    driveway: { low: 9, high: 15 },
    patio: { low: 11, high: 19 },
    newSidewalk: { low: 9, high: 13 },
    sidewalkRepair: { low: 400, high: 1600 },
    stampedPatio: { low: 14, high: 20 },
    overlay: { low: 7, high: 12 },
    polishedFloor: { low: 5, high: 11 },
    stampedPremium: { low: 25, high: 35 },
    exposedAggregatePremium: { low: 12, high: 22 },
  },
};
