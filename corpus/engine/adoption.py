"""When an ordinance took effect, and, when the text does not say, the earliest date the law allows.

An ordinance whose adoption date is not printed is still ordered among the others, but its
estimated effective date must never be earlier than the law allows: not before its last known
event (a hearing or reading comes before adoption, or is it), not before its introduction plus
the waiting period its state's law sets between introduction and adoption, and then not before
the days its own effective-date rule adds (`thirty (30) days after its adoption`). A date a
person gives in a sidecar, or that the text states, always wins.

The waiting periods are a small table, each with the statute that sets it; a state that is not
in it (or an ordinance whose state is unknown) waits no fixed number of days, so its estimate is
its last known event plus its own rule. The periods bind ordinary ordinances only: an urgency
(emergency) ordinance is adopted when it is introduced.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from corpus.engine.versions import OrdinanceOrder
from parsers.ordinance.metadata import rule_date, rule_days
from parsers.ordinance.state import folder_state
from parsers.ordinance_records import Ordinance


@dataclass(frozen=True, slots=True)
class AdoptionRule:
    """How soon after its introduction a state's law lets an ordinance be adopted."""

    state: str  # postal code
    days_after_introduction: int
    authority: str  # the statute, as cited


# Documented waiting periods between introduction and adoption. California: "no ordinance
# shall be passed within five days of its introduction" (general law cities; urgency
# ordinances excepted by § 36937). Other states set readings at separate meetings, or let a
# council waive them, rather than a number of days: they wait no fixed period here.
ADOPTION_RULES: dict[str, AdoptionRule] = {
    rule.state: rule for rule in (AdoptionRule("CA", 5, "Cal. Gov. Code § 36934"),)
}


def ordinance_state(ordinance: Ordinance, jurisdiction: str = "") -> str | None:
    """The state whose law governs the ordinance: its jurisdiction folder's suffix
    (`springfield-il`), which a person chose, else the state its text names."""
    return folder_state(jurisdiction) or ordinance.state


def ordinance_order(ordinance: Ordinance, jurisdiction: str = "") -> OrdinanceOrder:
    """When an ordinance took effect, and how sure that is."""
    oid = ordinance.id
    if ordinance.effective is not None:
        basis = "estimated effective date" if ordinance.effective_estimated else "effective"
        return OrdinanceOrder(oid, ordinance.effective, ordinance.effective_estimated, basis)
    days = rule_days(ordinance.effective_rule) if ordinance.effective_rule else None
    if ordinance.adopted is not None:
        if days is not None:
            when = ordinance.adopted + timedelta(days=days)
            return OrdinanceOrder(oid, when, False, f"adopted + {days} days (effective rule)")
        return OrdinanceOrder(oid, ordinance.adopted, True, "adopted (no effective-date rule)")
    return earliest_lawful(ordinance, days, ordinance_state(ordinance, jurisdiction))


def earliest_lawful(ordinance: Ordinance, days: int | None, state: str | None) -> OrdinanceOrder:
    """The earliest date an ordinance with no adoption date can have taken effect (estimated)."""
    oid = ordinance.id
    dated = [(e.date, f"latest event {e.date}: {e.body} {e.event}") for e in ordinance.events]
    if ordinance.introduced is not None:
        dated.append((ordinance.introduced, f"introduced {ordinance.introduced}"))
    if not dated:
        return OrdinanceOrder(oid, None, True, "unknown")
    adopted, basis = max(dated, key=lambda d: d[0])
    rule = ADOPTION_RULES.get(state) if state is not None else None
    if rule is not None and ordinance.introduced is not None and not ordinance.urgency:
        waited = ordinance.introduced + timedelta(days=rule.days_after_introduction)
        if waited > adopted:
            adopted = waited
            basis = (
                f"introduced {ordinance.introduced} + {rule.days_after_introduction} days "
                f"({rule.authority})"
            )
    stated = rule_date(ordinance.effective_rule) if ordinance.effective_rule else None
    if stated is not None and stated >= adopted:
        return OrdinanceOrder(oid, stated, True, f"the date its rule states (after {basis})")
    when = adopted if days is None else adopted + timedelta(days=days)
    if days:
        basis += f" + {days} days (effective rule)"
    return OrdinanceOrder(oid, when, True, f"earliest lawful: {basis}")
