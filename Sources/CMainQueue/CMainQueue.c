// The functions declared in include/CMainQueue.h live in libdispatch.so, but for the main-thread
// check, which is here.
#include "CMainQueue.h"

#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

/// This process's id and the calling thread's, once read; 0 until then. A forked child forgets
/// both (its one thread is its main thread, with new ids).
static pid_t process_id;
static __thread pid_t thread_id;

static void forget_ids(void) {
  __atomic_store_n(&process_id, 0, __ATOMIC_RELAXED);
  thread_id = 0;
}

__attribute__((constructor)) static void forget_ids_in_forked_children(void) {
  pthread_atfork(NULL, NULL, forget_ids);
}

int cmainqueue_is_main_thread(void) {
  if (thread_id == 0) thread_id = (pid_t)syscall(SYS_gettid);
  pid_t process = __atomic_load_n(&process_id, __ATOMIC_RELAXED);
  if (process == 0) {
    process = getpid();
    __atomic_store_n(&process_id, process, __ATOMIC_RELAXED);
  }
  return thread_id == process;
}
