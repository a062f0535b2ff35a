import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { RegisterForm } from "@/features/auth/components/register-form";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AuthShell } from "../layouts/auth-shell";

export function Component() {
  useDocumentTitle("Create your account");
  const { user, status } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // ?role=owner preselects an owner account; anything else means player (docs/product/screens.md).
  const role = params.get("role") === "owner" ? "owner" : "player";

  if (user) return <Navigate to="/" replace />;
  if (status === "loading") return null;

  return (
    <AuthShell
      title={role === "owner" ? "List your venue on Crease" : "Create your account"}
      subtitle={
        role === "owner"
          ? "Create an owner account, then add your ground, nets or box arena."
          : "Join Crease to book grounds, nets and box cricket near you."
      }
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      {/* key: following a "Become a Host" link while here switches the preselected role. */}
      <RegisterForm
        key={role}
        defaultRole={role}
        onSuccess={(created) => navigate("/login", { state: { email: created.email } })}
      />
    </AuthShell>
  );
}
