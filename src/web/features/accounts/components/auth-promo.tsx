import { Gamepad2, GraduationCap, Sprout } from 'lucide-react';

/** Beside the log-in and registration forms on a wide screen: what an account brings. */
export function AuthPromo() {
  return (
    <aside className="hidden flex-col justify-center gap-8 rounded-[2rem] bg-primary p-10 text-primary-foreground lg:flex">
      <div>
        <Sprout aria-hidden className="size-12 text-sun" />
        <h2 className="mt-4 text-3xl">Learning that grows with your child</h2>
        <p className="mt-3 text-lg text-primary-foreground-soft">
          One place for tutors, reading and play, with progress you can see.
        </p>
      </div>
      <ul className="grid gap-5">
        <li className="flex gap-4">
          <span className="rounded-2xl bg-primary-hover p-3">
            <GraduationCap aria-hidden className="size-6" />
          </span>
          <div>
            <p className="text-lg font-extrabold">Expert Tutors</p>
            <p className="text-primary-foreground-soft">
              Friendly, qualified tutors for every subject and grade.
            </p>
          </div>
        </li>
        <li className="flex gap-4">
          <span className="rounded-2xl bg-primary-hover p-3">
            <Gamepad2 aria-hidden className="size-6" />
          </span>
          <div>
            <p className="text-lg font-extrabold">Learning Games</p>
            <p className="text-primary-foreground-soft">Games that teach, earn points and unlock rewards.</p>
          </div>
        </li>
      </ul>
    </aside>
  );
}
