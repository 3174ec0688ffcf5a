/** A time offered, as the booking pages show it: the visitor's day and time, and Dhaka's beside. */
export type ShownTime = { start: number; date: string; day: string; time: string; dhaka: string };
