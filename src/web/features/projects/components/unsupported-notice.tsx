import { Alert } from "@/web/components/ui/alert";
import { SUPPORTED_CATEGORIES } from "./labels";

/** spec 2 §5: an unsupported project is blocked, with the three supported categories listed. */
export function UnsupportedNotice() {
  return (
    <Alert tone="warning" title="This project type is not supported">
      <p>We currently deliver projects in these three categories:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {SUPPORTED_CATEGORIES.map((category) => (
          <li key={category.name}>
            <span className="font-medium">{category.name}</span> ({category.examples})
          </li>
        ))}
      </ul>
      <p className="mt-2">Please modify your project to fit one of these categories and analyze it again.</p>
    </Alert>
  );
}
