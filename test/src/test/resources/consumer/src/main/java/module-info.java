module consumer {
  requires jopt.api;
}
