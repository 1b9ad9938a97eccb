import { useQueryClient } from "@tanstack/react-query";
import {
  ChevronDown,
  CreditCard,
  History,
  IdCard,
  KeyRound,
  LogOut,
  Receipt,
  User,
  UserPlus,
} from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { ME_QUERY_KEY, type Me } from "@/web/lib/me";

/**
 * The user dropdown (spec 1 §2): Profile, Change Password, Logout for everyone; clients also get
 * Subscription, Transaction History and Become a Freelancer; freelancers get their freelancer profile
 * (where they edit it) and Payment History.
 * The trigger shows the profile image (else the name's initial) and is named by the user's name.
 */
export function UserMenu({ user, onOpenPlans }: { user: Me; onOpenPlans: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function logout() {
    // The auth client (12 KB gzipped) is only needed here: loaded on sign-out, not with every page (decision 0017).
    await import("@/web/lib/auth-client")
      .then(({ authClient }) => authClient.signOut())
      .catch((error: unknown) => console.error("Sign-out failed", error));
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
    queryClient.setQueryData(ME_QUERY_KEY, null);
    navigate("/", { replace: true });
    toast.success("You have been signed out.");
  }

  const initial = user.fullName.trim().charAt(0).toUpperCase() || "?";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600">
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" className="h-8 w-8 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-full bg-blue-600 font-semibold text-white"
          >
            {initial}
          </span>
        )}
        <span className="hidden max-w-40 truncate sm:inline">{user.fullName}</span>
        <span className="sr-only sm:hidden">{user.fullName}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-slate-600" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/profile")}>
          <User aria-hidden="true" className="h-4 w-4" /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/change-password")}>
          <KeyRound aria-hidden="true" className="h-4 w-4" /> Change Password
        </DropdownMenuItem>
        {user.role === "client" && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onOpenPlans}>
              <CreditCard aria-hidden="true" className="h-4 w-4" /> Subscription
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate("/transaction-history")}>
              <Receipt aria-hidden="true" className="h-4 w-4" /> Transaction History
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate("/freelancer-application")}>
              <UserPlus aria-hidden="true" className="h-4 w-4" /> Become a Freelancer
            </DropdownMenuItem>
          </>
        )}
        {user.role === "freelancer" && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => navigate("/freelancer/me")}>
              <IdCard aria-hidden="true" className="h-4 w-4" /> My Freelancer Profile
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate("/freelancer-payments")}>
              <History aria-hidden="true" className="h-4 w-4" /> Payment History
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logout}>
          <LogOut aria-hidden="true" className="h-4 w-4" /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
