import { type ClaimsSite, warrantyTerm } from "../claims.ts";
import { serviceImage } from "../images.ts";
import type { ServiceContent } from "../types.ts";

export const concreteStepsService = (site: ClaimsSite): ServiceContent => ({
  slug: "concrete-steps",
  title: "Concrete Steps",
  summary:
    "Cast-in-place concrete front, back and garage steps for Greater Des Moines homes: even risers, slip-resistant treads, and room for a safe handrail.",
  content: `
<h2>Concrete steps that are safe, solid and built to code</h2>
<p>Front steps are the first thing guests touch and the place a fall is most likely. Older steps across Greater Des Moines often pull away from the house, settle, or crumble after years of freeze-thaw and de-icing salt. We replace them with cast-in-place concrete steps formed to fit your entry exactly.</p>
<h3>What we build</h3>
<ul>
<li><strong>Front entry steps and stoops</strong>, with a landing deep enough to open the storm door without stepping back down.</li>
<li><strong>Back and side door steps</strong> down to a patio, driveway or yard.</li>
<li><strong>Garage steps</strong> from the house door down to the garage floor.</li>
<li><strong>Stamped or stained steps</strong> that match a decorative patio or walkway.</li>
</ul>
<h3>Safety first</h3>
<p>Every riser is the same height and every tread the same depth, so no step catches a foot. We follow the residential building code your city enforces, give treads a slip-resistant broom finish, and plan anchors for a handrail wherever the code or your family needs one. Steps are tied to the house and set on a base deep and solid enough that frost can't heave them away from the door each winter, and every tread pitches slightly so water runs off instead of freezing in place.</p>
<h3>Timing and cost</h3>
<p>Because every entry is different, we price steps after measuring, in a written quote. Tear-out, forming, pouring and stripping the forms are usually finished within a week, and we keep a safe way in and out of the house while the new steps cure. We pour when temperatures are between 50 and 85°F.</p>
<h3>Caring for new steps</h3>
<p>You can use the steps carefully after a day or two; keep heavy items such as appliances on a dolly off them for 7 days, since concrete cures for up to 28 days. Use sand rather than de-icing salt the first winter, and reseal every 2 to 3 years (every 1 to 2 years for stamped or stained steps). Our ${warrantyTerm(site)} warranty covers the work.</p>
<p>Planning a new entry? Pair new steps with a <a href="/services/sidewalks">front walk</a> or <a href="/services/patios">patio</a>, or <a href="/quote">request a free estimate</a>.</p>
`,
  featuredImage: serviceImage("concrete-steps"),
  keywords: [
    "concrete steps Des Moines",
    "front step replacement",
    "concrete stoop",
    "porch steps contractor Ankeny",
    "garage steps concrete",
    "stamped concrete steps Iowa",
  ],
  process: [
    {
      number: 1,
      title: "Measure and Design",
      description:
        "We measure the rise from walk to door, plan even risers, treads and landing, and give you a written quote.",
    },
    {
      number: 2,
      title: "Tear-Out and Base",
      description:
        "The old steps come out, and we prepare a solid, compacted base and tie-in to the foundation so the new steps stay put.",
    },
    {
      number: 3,
      title: "Forming and Reinforcement",
      description: "We build forms for each riser and tread and place steel reinforcement through the steps.",
    },
    {
      number: 4,
      title: "Pour and Finish",
      description:
        "We pour between 50 and 85°F, finish the treads with a slip-resistant broom texture, and round exposed edges.",
    },
    {
      number: 5,
      title: "Strip, Seal and Walkthrough",
      description: "We strip the forms, seal the steps, clean up, and walk them with you.",
    },
  ],
  benefits: [
    {
      title: "Safer Footing",
      description: "Even risers and slip-resistant treads prevent the missteps uneven old stairs cause.",
    },
    {
      title: "Stays Attached",
      description: "A solid base and a tie-in to the house keep steps from pulling away from the door.",
    },
    {
      title: "Curb Appeal",
      description:
        "A clean new entry, plain or stamped to match your walk and patio, is the first thing visitors see.",
    },
    {
      title: "Built for Winters",
      description:
        "Reinforced, air-entrained concrete with a slight pitch sheds water instead of holding ice.",
    },
  ],
  faqs: [
    {
      question: "How much do new concrete steps cost?",
      answer:
        "It depends on the number of steps, the landing size and the finish. We measure on site and give you a written quote.",
    },
    {
      question: "Why are my front steps pulling away from the house?",
      answer:
        "Usually the base under them settled or frost heaved them. New steps are set on a solid base and tied to the foundation.",
    },
    {
      question: "Can you add a handrail?",
      answer:
        "Yes. We plan handrail anchors into the design wherever the code calls for a rail or you would like one.",
    },
    {
      question: "Can my steps match a stamped patio or walk?",
      answer:
        "Yes. Steps can be stamped, colored or stained to match, and then need resealing every 1 to 2 years.",
    },
  ],
  updatedAt: "2026-11-01",
});
