#pragma once
// The definitions behind <falsify/gen/swarm.hpp>, which includes this file at its end.
#include <falsify/gen/swarm.hpp>

namespace falsify::gen {

template <class T>
Gen<T> swarm(Choice<T> choice) {
    std::shared_ptr<const Swarmable<T>> variants = choice.variants();
    const std::size_t count = variants ? variants->variant_count() : 0;
    if (count == 0) detail::refuse_swarm(choice.name(), count);
    return Gen<T>("gen::swarm(" + choice.name() + ")", [variants, count](Random& random) {
        const std::vector<std::size_t> kept = detail::draw_subset_indices(random, count, 1, count);
        return variants->with_variants(kept).generate(random);
    });
}

template <class T>
Gen<T> swarm(const Gen<T>&) {
    static_assert(swarm_needs_a_choice<T>,
                  "gen::swarm needs a choice generator: gen::one_of, gen::elements, gen::enums, gen::frequency, "
                  "gen::commands, or any falsify::Choice<T> built from your own falsify::Swarmable<T>");
    return Gen<T>("unreachable", nullptr);
}

}  // namespace falsify::gen
