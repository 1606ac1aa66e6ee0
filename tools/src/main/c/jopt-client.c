/*
 * jopt-client: runs `jopt ARGS` in the jopt server (tools/src/main/java/jopt/tools/JoptServer.java,
 * docs/server.md) so that no JVM starts per call; bin/jopt builds it at first use and runs it
 * when JOPT_SERVER=1. Starts the server when none answers and falls back to the direct path
 * (ROOT/bin/jopt with JOPT_SERVER=0) when it cannot reach one before anything was run.
 *
 *   jopt-client ROOT TOOL [ARGS...]     TOOL: jopt, jopt-run, jopt-translate, or --server-stop
 *
 * Signals: SIGINT, SIGTERM and SIGHUP keep their dispositions (the default ends the client as
 * the signal ends a process: a shell reports 130 for SIGINT), and its end closes the connection,
 * which the server watches: it cancels the request (docs/server.md). SIGKILL does the same.
 *
 * The socket: $XDG_RUNTIME_DIR/jopt (else /tmp/jopt-UID), a directory of this user only (mode
 * 0700, checked), named by a hash of the jar's real path, so each checkout has its server.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *root;
static const char *tool;
static int nargs;
static char **args;
static char sock_path[sizeof(((struct sockaddr_un *)0)->sun_path)];

/* The direct path: the tool's own script with the server turned off. */
static void fallback(void) {
  if (strcmp(tool, "--server-stop") == 0) {
    exit(0); /* no server: nothing to stop */
  }
  char prog[PATH_MAX];
  snprintf(prog, sizeof prog, "%s/bin/%s", root, tool);
  char **argv = calloc(nargs + 2, sizeof *argv);
  argv[0] = prog;
  for (int i = 0; i < nargs; i++) argv[i + 1] = args[i];
  setenv("JOPT_SERVER", "0", 1);
  execv(prog, argv);
  fprintf(stderr, "jopt: cannot run %s: %s\n", prog, strerror(errno));
  exit(1);
}

static int write_all(int fd, const void *p, size_t n) {
  const char *c = p;
  while (n > 0) {
    ssize_t w = write(fd, c, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    c += w;
    n -= (size_t)w;
  }
  return 0;
}

/* A write to the server: an error, not a SIGPIPE, when it has gone. */
static int send_all(int fd, const void *p, size_t n) {
  const char *c = p;
  while (n > 0) {
    ssize_t w = send(fd, c, n, MSG_NOSIGNAL);
    if (w < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    c += w;
    n -= (size_t)w;
  }
  return 0;
}

static int read_all(int fd, void *p, size_t n) {
  char *c = p;
  while (n > 0) {
    ssize_t r = read(fd, c, n);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return -1;
    c += r;
    n -= (size_t)r;
  }
  return 0;
}

/* The request, built in memory and sent with one write. */
static char *req;
static size_t req_len, req_cap;

static void put(const void *p, size_t n) {
  if (req_len + n > req_cap) {
    req_cap = (req_len + n) * 2 + 4096;
    req = realloc(req, req_cap);
    if (!req) exit(1);
  }
  memcpy(req + req_len, p, n);
  req_len += n;
}

static void put_int(uint32_t v) {
  unsigned char b[4] = {v >> 24, v >> 16, v >> 8, v};
  put(b, 4);
}

static void put_str(const char *s) {
  size_t n = strlen(s);
  put_int((uint32_t)n);
  put(s, n);
}

static uint32_t get_int(const unsigned char *b) {
  return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
}

/* Makes (or checks) the socket's directory; 0 when it is this user's alone. */
static int socket_dir(char *dir, size_t size) {
  const char *xdg = getenv("XDG_RUNTIME_DIR");
  const char *over = getenv("JOPT_SERVER_DIR");
  if (over && *over) {
    snprintf(dir, size, "%s", over);
  } else if (xdg && *xdg) {
    snprintf(dir, size, "%s/jopt", xdg);
  } else {
    snprintf(dir, size, "/tmp/jopt-%u", (unsigned)getuid());
  }
  if (mkdir(dir, 0700) != 0 && errno != EEXIST) return -1;
  struct stat st;
  if (lstat(dir, &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != getuid() ||
      (st.st_mode & 077) != 0) {
    fprintf(stderr, "jopt: warning: %s is not a directory of this user alone (mode 0700); "
            "running without the server\n", dir);
    return -1;
  }
  return 0;
}

static int try_connect(void) {
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  struct sockaddr_un a = {.sun_family = AF_UNIX};
  memcpy(a.sun_path, sock_path, strlen(sock_path) + 1);
  if (connect(fd, (struct sockaddr *)&a, sizeof a) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

/* Starts a server, detached (its own session, output to SOCKET.log), without waiting for it. */
static void start_server(void) {
  pid_t child = fork();
  if (child < 0) return;
  if (child == 0) {
    if (fork() != 0) _exit(0);
    setsid();
    int nul = open("/dev/null", O_RDONLY);
    char log[PATH_MAX];
    snprintf(log, sizeof log, "%s.log", sock_path);
    int lg = open(log, O_WRONLY | O_CREAT | O_APPEND, 0600);
    if (nul >= 0) dup2(nul, 0);
    if (lg >= 0) {
      dup2(lg, 1);
      dup2(lg, 2);
    }
    char prog[PATH_MAX];
    snprintf(prog, sizeof prog, "%s/bin/jopt", root);
    setenv("JOPT_SERVER", "0", 1);
    execl(prog, prog, "--server-run", sock_path, (char *)0);
    _exit(127);
  }
  waitpid(child, NULL, 0);
}

/* Connects, starting a server when none answers; -1 after 60 s without one. */
static int connect_or_start(void) {
  int fd = try_connect();
  if (fd >= 0 || strcmp(tool, "--server-stop") == 0) return fd;
  start_server();
  struct timespec pause = {0, 5 * 1000 * 1000};
  for (int i = 0; i < 12000; i++) {
    nanosleep(&pause, NULL);
    if ((fd = try_connect()) >= 0) return fd;
  }
  fprintf(stderr, "jopt: warning: the jopt server did not start (see %s.log); running without it\n",
          sock_path);
  return -1;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: jopt-client ROOT TOOL [ARGS...]\n");
    return 2;
  }
  root = argv[1];
  tool = argv[2];
  /* jopt-run and jopt-translate, as Java's PrintStreams, ignore write errors; jopt reports them
   * (below). */
  int report_out_errors = strcmp(tool, "jopt") == 0 || strcmp(tool, "--server-stop") == 0;
  if (!report_out_errors) signal(SIGPIPE, SIG_IGN);
  nargs = argc - 3;
  args = argv + 3;

  char jar[PATH_MAX], path[PATH_MAX], dir[PATH_MAX - 64];
  snprintf(path, sizeof path, "%s/tools/target/jopt.jar", root);
  if (!realpath(path, jar) || socket_dir(dir, sizeof dir) != 0) fallback();
  uint64_t h = 1469598103934665603ULL; /* FNV-1a of the jar's path */
  for (const char *c = jar; *c; c++) h = (h ^ (unsigned char)*c) * 1099511628211ULL;
  if ((size_t)snprintf(sock_path, sizeof sock_path, "%s/%016llx.sock", dir,
                       (unsigned long long)h) >= sizeof sock_path) {
    fallback();
  }

  char cwd[PATH_MAX];
  if (!getcwd(cwd, sizeof cwd)) fallback();
  put_int(0x4a4f5054);
  put_int(1);
  put_str(tool);
  put_str(cwd);
  put_int((uint32_t)nargs);
  for (int i = 0; i < nargs; i++) put_str(args[i]);
  put_int(0); /* no environment entry: no tool reads one */

  int out_errno = 0;
  int started_output = 0;
  for (int attempt = 0; attempt < 3; attempt++) {
    int fd = connect_or_start();
    if (fd < 0) fallback();
    if (send_all(fd, req, req_len) != 0) {
      close(fd);
      fallback();
    }
    static char buf[1 << 16];
    for (;;) {
      unsigned char head[5];
      if (read_all(fd, head, 5) != 0) {
        if (!started_output) fallback(); /* the server went away before running anything */
        fprintf(stderr, "jopt: the jopt server closed the connection\n");
        return 1;
      }
      uint32_t len = get_int(head + 1);
      if (head[0] == 'o' || head[0] == 'e') {
        started_output = 1;
        int target = head[0] == 'o' ? 1 : 2;
        while (len > 0) {
          size_t n = len < sizeof buf ? len : sizeof buf;
          if (read_all(fd, buf, n) != 0) {
            fprintf(stderr, "jopt: the jopt server closed the connection\n");
            return 1;
          }
          if (!(target == 1 && out_errno) && write_all(target, buf, n) != 0 && target == 1) {
            out_errno = report_out_errors ? errno : EPIPE; /* LLVM's message at the end */
          }
          len -= (uint32_t)n;
        }
      } else if (head[0] == 'i' && len == 4) {
        unsigned char m[4];
        if (read_all(fd, m, 4) != 0) return 1;
        uint32_t want = get_int(m);
        size_t n = want < sizeof buf ? want : sizeof buf;
        started_output = 1;
        ssize_t r;
        do r = read(0, buf, n); while (r < 0 && errno == EINTR);
        if (r < 0) r = 0;
        unsigned char l[4] = {r >> 24, r >> 16, r >> 8, r};
        if (send_all(fd, l, 4) != 0 || send_all(fd, buf, (size_t)r) != 0) return 1;
      } else if (head[0] == 'x' && len == 4) {
        unsigned char c[4];
        if (read_all(fd, c, 4) != 0) return 1;
        int code = (int)get_int(c);
        if (out_errno && report_out_errors && code != 141) {
          fprintf(stderr, "LLVM ERROR: IO failure on output stream: %s\n", strerror(out_errno));
          return 1;
        }
        return code;
      } else if (head[0] == 'r' && len == 0) {
        close(fd); /* a server of an older jar, going away: start one of this jar */
        break;
      } else {
        fprintf(stderr, "jopt: bad answer from the jopt server\n");
        return 1;
      }
    }
  }
  fallback();
  return 1;
}
