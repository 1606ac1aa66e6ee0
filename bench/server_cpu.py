"""The CPU seconds (user + system) the jopt server of a checkout has used so far: what a run
through the server costs besides its client, which a child's rusage does not show. Imported by
bench/startup.py and bench/real_model_speed.py for their JOPT_SERVER=1 commands."""
import os

TICK = os.sysconf("SC_CLK_TCK")


def server_cpu(root):
    """CPU seconds of this user's JoptServer processes running ROOT's jar (0 when none)."""
    jar = os.path.realpath(os.path.join(root, "tools", "target", "jopt.jar"))
    total = 0.0
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                argv = f.read().decode(errors="replace").split("\0")
            if "jopt.tools.server.JoptServer" not in argv or "-cp" not in argv:
                continue
            if os.path.realpath(argv[argv.index("-cp") + 1]) != jar:
                continue
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / TICK
        except (OSError, IndexError, ValueError):
            continue
    return total
