import type { Copy } from "~/content/copy";

export const booking: Copy["booking"] = {
  title: "কল বুক করুন",
  metaDescription:
    "{company.name}-এর সঙ্গে একটি ফ্রি কল বুক করুন: নিজের টাইম জোনে সুবিধামতো সময় বেছে নিন, আর আপনার প্রজেক্টের কথা আমাদের জানান।",
  intro:
    "আপনার সুবিধামতো একটি সময় বেছে নিন। আমরা সঙ্গে সঙ্গে ক্যালেন্ডারের আমন্ত্রণ পাঠাব, আর ঠিক সেই সময়ে আপনাকে কল করব।",
  kinds: "কী নিয়ে কথা বলতে চান?",
  minutes: { one: "{count} মিনিট", other: "{count} মিনিট" },
  places: { video: "ভিডিও কল", phone: "ফোন কল", office: "বনানীতে আমাদের অফিসে" },
  timeZone: "আপনার টাইম জোন",
  showTimes: "সময় দেখুন",
  shownIn: "সময়গুলো {zone}-এর সময়ে দেখানো হয়েছে, প্রতিটির পাশে ঢাকার সময়।",
  days: "দিন বেছে নিন",
  times: "সময় বেছে নিন",
  dhaka: "ঢাকায় {time}",
  noTimes:
    "সামনের {days} দিনের সব সময় বুক হয়ে গেছে। আমাদের একটি মেসেজ পাঠান, আমরা আপনার সঙ্গে কথা বলে একটা সময় ঠিক করে নেব।",
  noTimesLink: "মেসেজ পাঠান",
  details: "আপনার তথ্য",
  fields: {
    name: { label: "আপনার নাম", autoComplete: "name" },
    email: { label: "ই-মেইল", autoComplete: "email" },
    phone: {
      label: "ফোন",
      autoComplete: "tel",
      hint: "বাংলাদেশের বাইরে থাকলে কান্ট্রি কোডসহ লিখুন, যেমন +৯৭১ ৫০ ০০০ ০০০০",
    },
    note: { label: "আপনার প্রজেক্টটি কী নিয়ে?" },
  },
  submit: "এই সময়টি বুক করুন",
  taken: "এইমাত্র অন্য কেউ সময়টি বুক করেছেন। কাছাকাছি ফাঁকা সময়গুলো হলো:",
  booked: {
    title: "আপনার কল বুক হয়েছে",
    text: "{kind}: {day}, আপনার সময় {time} ({dhaka})। আমন্ত্রণটি {email}-এ পাঠানো হচ্ছে।",
    change: "অন্য সময় দরকার? ই-মেইলে কল সরানো বা বাতিল করার লিংক আছে।",
  },
  errors: {
    time: "যেকোনো একটি সময় বেছে নিন।",
    kind: "কী নিয়ে কথা বলতে চান, বেছে নিন।",
    note: {
      required: "এক লাইনে লিখুন, আপনার প্রজেক্টটি কী নিয়ে।",
      tooShort: "আরেকটু লিখুন: অন্তত {min} অক্ষর।",
      tooLong: "অনুগ্রহ করে {max} অক্ষরের মধ্যে রাখুন।",
    },
  },
  zones: {
    "Asia/Dhaka": "ঢাকা",
    "Asia/Dubai": "দুবাই ও আবুধাবি",
    "Asia/Riyadh": "রিয়াদ ও জেদ্দা",
    "Asia/Qatar": "দোহা",
    "Asia/Kuwait": "কুয়েত",
    "Asia/Bahrain": "মানামা",
    "Asia/Muscat": "মাসকাট",
    "Asia/Kolkata": "ভারত",
    "Asia/Kuala_Lumpur": "কুয়ালালামপুর",
    "Asia/Singapore": "সিঙ্গাপুর",
    "Asia/Tokyo": "টোকিও",
    "Australia/Sydney": "সিডনি",
    "Europe/London": "লন্ডন",
    "Europe/Berlin": "বার্লিন ও প্যারিস",
    "America/New_York": "নিউইয়র্ক ও টরন্টো",
    "America/Los_Angeles": "লস অ্যাঞ্জেলেস",
  },
};
