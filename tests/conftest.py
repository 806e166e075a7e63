"""Settings every test shares.

Hypothesis fails an example that runs past its deadline (200 ms by default). On a shared, noisy
machine a parser's example can take longer with no fault of its own, which makes a property test
fail at random; speed is measured by the benchmark scripts (`benchmarks/`), never by tests, so the
property tests run without a deadline.
"""

from hypothesis import settings

settings.register_profile("no_deadline", deadline=None)
settings.load_profile("no_deadline")
