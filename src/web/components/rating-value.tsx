import { Star } from "lucide-react";

/** A freelancer's rating out of 5 with a star, read as "Rating 4.8 out of 5" (directory, matching, profiles). */
export function RatingValue({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-500" />
      <span className="sr-only">Rating</span> {rating.toFixed(1)}
      <span className="sr-only"> out of 5</span>
    </span>
  );
}
